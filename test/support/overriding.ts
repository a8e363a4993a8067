/**
 * `target` with some methods replaced (a failure injected, a call held): every other member is the
 * target's own, bound to it, so the target's state stays in the target.
 */
export function overriding<T extends object>(target: T, overrides: Partial<T>): T {
  return new Proxy(target, {
    get: (object, property) => {
      if (Object.prototype.hasOwnProperty.call(overrides, property)) return overrides[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}
