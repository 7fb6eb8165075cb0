// The subset of autocannon 9's API the harness uses (the package ships no types).
declare module "autocannon" {
  interface AutocannonOptions {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: Array<{ setupRequest?: (request: AutocannonRequest) => AutocannonRequest }>;
  }
  /** What `setupRequest` receives and returns. */
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers: Record<string, string>;
    body?: string | Buffer;
  }
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface AutocannonResult {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    "2xx": number;
  }
  /** The running instance: a promise of the result that also emits each `response`. */
  interface AutocannonInstance extends Promise<AutocannonResult> {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }
  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
  export type { AutocannonRequest };
}
