/**
 * Says once per run which stores the API tests cover, so a sqlite-only run is never mistaken for a
 * full one. With REQUIRE_MONGO=true (the GitHub workflow, whose MongoDB is the mongo engine's
 * proof) a run without MONGODB_URI stops before any test instead of skipping the mongo runs.
 */
export default function announceStores(): void {
  if (process.env.MONGODB_URI)
    console.log('API tests run on the sqlite and mongo stores (MONGODB_URI is set).');
  else if (process.env.REQUIRE_MONGO === 'true')
    throw new Error(
      'REQUIRE_MONGO=true but MONGODB_URI is not set: the mongo runs would be skipped.',
    );
  else
    console.log(
      'API tests run on the sqlite store only: MONGODB_URI is not set, so the mongo runs are skipped.',
    );
}
