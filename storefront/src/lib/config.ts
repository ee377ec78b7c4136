/** Storefront settings, read from the environment once at start. */
export interface StorefrontConfig {
  /** The platform origin, without a trailing slash: "http://localhost:8080". */
  publicUrl: string;
  /** Where the storefront reaches the API from the server side. */
  apiInternalUrl: string;
  /** The host (with port when not default) that loads the analytics heat-map script; unset: never. */
  productionHost: string | undefined;
}

function readOrigin(name: string, value: string | undefined, fallback: string): string {
  const raw = value === undefined || value === "" ? fallback : value;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return url.origin;
}

/** Validates the variables the storefront uses; throws naming the first bad one. */
export function readConfig(env: Record<string, string | undefined>): StorefrontConfig {
  const productionHost = env.PRODUCTION_HOST?.trim().toLowerCase();
  return {
    publicUrl: readOrigin("PUBLIC_URL", env.PUBLIC_URL, "http://localhost:8080"),
    apiInternalUrl: readOrigin("API_INTERNAL_URL", env.API_INTERNAL_URL, "http://127.0.0.1:4000"),
    productionHost: productionHost ? productionHost : undefined,
  };
}

/** Whether a request's Host (with its port, any case) is the production host, the only one that loads the heat-map. */
export function isProductionHost(host: string, productionHost: string | undefined): boolean {
  return productionHost !== undefined && host.toLowerCase() === productionHost;
}

export const config: StorefrontConfig = readConfig(process.env);
