/**
 * The push services browsers use (Chrome and other Chromium browsers: FCM; Firefox: Mozilla's
 * autopush; Safari: Apple; Edge: Windows Notification Service). The server posts to whatever
 * endpoint a subscription names, so it accepts only these (https, default port) and the origins
 * the configuration adds (`PUSH_ENDPOINT_ORIGINS`): any other URL would let a signed-in user make
 * the server call into its own network.
 */
const PUSH_SERVICE_DOMAINS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export function acceptedEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    PUSH_SERVICE_DOMAINS.some((d) => url.hostname === d || url.hostname.endsWith(`.${d}`))
  );
}
