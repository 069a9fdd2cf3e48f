/** Public module of the open data: its paths and licence (runs anywhere). */
export { OPEN_DATA_LICENCE, OPEN_DATA_PATHS } from "./open-data.ts";
