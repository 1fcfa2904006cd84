// What `require()` of a package the migrated site uses but this project lacks returns while its config is read
// (loadConfig.ts): any property, call or construction gives the stub back, so e.g. `require('prism-react-renderer').themes.github`
// is harmless. Only the settings the importer reads matter, and they are plain values.
const handler = {
  get: (_target, key) =>
    key === Symbol.toPrimitive ? () => '' : key === 'then' || key === '__esModule' ? undefined : stub,
  apply: () => stub,
  construct: () => stub,
};
const stub = new Proxy(function missingPackage() {}, handler);
module.exports = stub;
