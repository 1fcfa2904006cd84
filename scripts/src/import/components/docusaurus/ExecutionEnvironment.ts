/** `@docusaurus/ExecutionEnvironment`: the server's, as during Docusaurus's server rendering. */
const ExecutionEnvironment = {
  canUseDOM: false,
  canUseEventListeners: false,
  canUseIntersectionObserver: false,
  canUseViewport: false,
};
export default ExecutionEnvironment;
