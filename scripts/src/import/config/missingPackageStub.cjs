// What `require()` of a package the migrated site uses but this project lacks returns while its config is read
// (loadConfig.ts): any property, call or construction gives a stub again, so e.g. `require('prism-react-renderer').themes.github`
// is harmless. Only the settings the importer reads matter, and they are plain values. Each stub knows the path it
// was reached by (`remark-typescript-tools.transpileCodeblocks`), so the importer can recognise a plugin it knows
// the meaning of without the package being installed.
const PATH = Symbol.for('react-redux-docs.missingPackagePath');
const stubs = new Map();

function stubFor(path) {
  let stub = stubs.get(path);
  if (stub) return stub;
  const handler = {
    get: (_target, key) => {
      if (key === PATH) return path;
      if (key === Symbol.toPrimitive) return () => '';
      if (key === 'then' || key === '__esModule' || typeof key === 'symbol') return undefined;
      // Module interop binds functions it hands out; a bound stub is the same stub.
      if (key === 'bind') return () => stub;
      return stubFor(`${path}.${key}`);
    },
    apply: () => stub,
    construct: () => stub,
  };
  stub = new Proxy(function missingPackage() {}, handler);
  stubs.set(path, stub);
  return stub;
}

module.exports = { stubFor, PATH };
