-- Clicks on calls to action that lead to an operator (GET /visitar/<operator-id>).
-- Deliberately no IP address, no cookie, no User-Agent string and no identifier of the person:
-- only closed-list values the redirect derived from the request.
CREATE TABLE outbound_clicks (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  clicked_at  timestamptz NOT NULL,
  operator_id text        NOT NULL CHECK (char_length(operator_id) BETWEEN 1 AND 64),
  -- Where the button sat (app/lib/outbound.ts) and the page it was on; null when the link
  -- carried none, or an unknown value the redirect dropped.
  placement   text        CHECK (char_length(placement) <= 40),
  page_path   text        CHECK (char_length(page_path) <= 300),
  device      text        NOT NULL CHECK (device IN ('desktop', 'mobile', 'tablet', 'tv', 'other')),
  browser     text        NOT NULL CHECK (char_length(browser) <= 40),
  is_bot      boolean     NOT NULL
);

-- Every report covers a period of time.
CREATE INDEX outbound_clicks_time ON outbound_clicks (clicked_at);
