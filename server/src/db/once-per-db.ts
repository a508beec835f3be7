// Prepared statements live as long as the database handle they were prepared on (the server's one, or a
// test app's): made on first use, then reused, so Drizzle builds the query once and each PostgreSQL
// connection parses and plans it once.

/** `make(db)` the first time a handle asks, the same value every time after. */
export const oncePerDb = <Db extends object, T>(make: (db: Db) => T) => {
  const made = new WeakMap<Db, T>();
  return (db: Db): T => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
};

/** The value `map` holds under `key`, made by `make()` and kept the first time the key is asked. */
export const getOrMake = <K, V>(map: Map<K, V>, key: K, make: () => V): V => {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
};
