/** Says once per run which stores the API tests cover, so a sqlite-only run is never mistaken for a full one. */
export default function announceStores(): void {
  if (process.env.MONGODB_URI)
    console.log('API tests run on the sqlite and mongo stores (MONGODB_URI is set).');
  else
    console.log(
      'API tests run on the sqlite store only: MONGODB_URI is not set, so the mongo runs are skipped.',
    );
}
