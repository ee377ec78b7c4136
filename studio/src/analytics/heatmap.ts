/** The host on which the analytics heat-map runs, fixed when the studio is built (PRODUCTION_HOST). */
declare const __PRODUCTION_HOST__: string;

/** Whether the heat-map script belongs on a page served from `host`: only the configured production host. */
export function shouldLoadHeatmap(host: string, productionHost: string): boolean {
  return productionHost !== "" && host.toLowerCase() === productionHost.toLowerCase();
}

/** Adds the same heat-map script the storefront uses, on the production host only. */
export function loadHeatmap(): void {
  if (!shouldLoadHeatmap(window.location.host, __PRODUCTION_HOST__)) return;
  const script = document.createElement("script");
  script.defer = true;
  script.src = "/analytics/heatmap.js";
  script.dataset.site = "storyloom";
  document.head.append(script);
}
