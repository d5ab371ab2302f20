-- Each observed price keeps the regular price the retailer showed beside it (null when the price
-- was not reduced), so that the history can strike it through as the podium does (issue 22).
-- Observations written before this column have none: their regular price is unknown.
ALTER TABLE "price_observations" ADD COLUMN "regular_price_minor" integer;
