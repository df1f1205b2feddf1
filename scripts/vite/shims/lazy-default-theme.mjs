// A library default theme made when first read, not at module load (scripts/vite/lean-libraries.ts). MUI's modules each
// make one (`createTheme()`) for components rendered outside any ThemeProvider; every page here renders inside the
// brand's, so in the app it is never read and never made. Read, it behaves as the theme itself: every property read,
// key listing, `in` test and write goes to the theme, made then.

/** A stand-in for the theme `create` makes, made on the first use of the stand-in. */
export default function lazyDefaultTheme(create) {
  let theme;
  const made = () => (theme ??= create());
  return new Proxy({}, {
    get: (_, key) => Reflect.get(made(), key),
    set: (_, key, value) => Reflect.set(made(), key, value),
    has: (_, key) => Reflect.has(made(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
      // The stand-in's own target has no properties: a proxy may report one only as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(made(), key, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(made()),
  });
}
