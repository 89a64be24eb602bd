export declare const PHONE_PROFILE: Readonly<{
  cpuSlowdown: number;
  latencyMs: number;
  downloadBytesPerS: number;
  uploadBytesPerS: number;
}>;
export declare function applyPhoneProfile<T extends { send(method: string, params?: object): Promise<unknown> }>(
  cdp: T,
  options?: { cpu?: boolean },
): Promise<T>;
