/** `@docusaurus/useGlobalData`: plugins' global data is not carried to import time; components get none. */
export default function useGlobalData(): Record<string, unknown> {
  return {};
}

export function usePluginData(): Record<string, unknown> {
  return {};
}

export function useAllPluginInstancesData(): Record<string, unknown> {
  return {};
}
