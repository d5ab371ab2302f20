/** A store as the importers hand it to the database: coordinates known, country upper case. */
export interface StoreRecord {
  /** The retailer's store code (buCode), unique across countries. */
  id: string;
  country: string;
  name: string;
  city: string | null;
  latitude: number;
  longitude: number;
}
