/**
 * Start-up and shutdown of the server's long-lived services. The production server awaits
 * `startServices()` before it accepts connections and `stopServices()` when it shuts down.
 */
export async function startServices(): Promise<void> {}

export async function stopServices(): Promise<void> {}
