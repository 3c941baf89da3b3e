/** Makes `create` run once per core (one page's state), on first use; later calls get the same value. */
export function perCore<Core extends object, Value>(create: (core: Core) => Value): (core: Core) => Value {
  const made = new WeakMap<Core, Value>();
  return (core) => {
    if (!made.has(core)) made.set(core, create(core));
    return made.get(core) as Value;
  };
}
