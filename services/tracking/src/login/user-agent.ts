import Bowser from 'bowser';

/** Browser ("Chrome 120") and device ("Desktop · Linux") from a user agent, with the spec's fallback. */
export function describeUserAgent(userAgent: string): { browser: string; device: string } {
  if (!userAgent.trim()) return { browser: 'Unknown browser', device: 'Unknown device' };
  const parsed = Bowser.parse(userAgent);
  const name = parsed.browser.name;
  const major = parsed.browser.version?.split('.')[0];
  const browser = name ? (major ? `${name} ${major}` : name) : 'Unknown browser';
  const platform = parsed.platform.type
    ? parsed.platform.type[0]!.toUpperCase() + parsed.platform.type.slice(1)
    : 'Unknown device';
  const os = parsed.os.name;
  return { browser: browser.slice(0, 100), device: (os ? `${platform} · ${os}` : platform).slice(0, 100) };
}
