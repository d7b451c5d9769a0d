// The 1-click credentials screen's "save as file" and "save as image": the login details as a text
// file or a PNG drawn on a canvas, downloaded without a server round trip.

export interface Credentials {
  username: string;
  password: string;
}

export interface CredentialsLabels {
  heading: string;
  username: string;
  password: string;
}

export function credentialsText(credentials: Credentials, labels: CredentialsLabels): string {
  return `${labels.heading}\n${labels.username}: ${credentials.username}\n${labels.password}: ${credentials.password}\n`;
}

/** A file name without characters that file systems refuse. */
export const credentialsFileName = (username: string, extension: 'txt' | 'png'): string =>
  `${username.replace(/[^\w.-]+/g, '_') || 'credentials'}.${extension}`;

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function saveCredentialsFile(credentials: Credentials, labels: CredentialsLabels): void {
  const blob = new Blob([credentialsText(credentials, labels)], { type: 'text/plain;charset=utf-8' });
  downloadBlob(blob, credentialsFileName(credentials.username, 'txt'));
}

/**
 * Draws the details on a canvas in the brand's colours (read from the page's CSS variables, so the
 * image matches the site) and downloads it as PNG. Resolves false when the browser cannot draw.
 */
export async function saveCredentialsImage(
  credentials: Credentials,
  labels: CredentialsLabels,
  scope: Element = document.documentElement,
): Promise<boolean> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return false;
  const style = getComputedStyle(scope);
  const cssVar = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const font = cssVar('--font-body', 'sans-serif');
  const lines: [string, number, string][] = [
    [labels.heading, 700, cssVar('--color-text', '#000')],
    [`${labels.username}: ${credentials.username}`, 400, cssVar('--color-text', '#000')],
    [`${labels.password}: ${credentials.password}`, 400, cssVar('--color-text', '#000')],
  ];
  const scale = 2;
  const padding = 32;
  const lineHeight = 36;
  context.font = `400 20px ${font}`;
  const width = Math.max(...lines.map(([line]) => context.measureText(line).width)) + padding * 2;
  canvas.width = Math.ceil(width * scale);
  canvas.height = Math.ceil((padding * 2 + lineHeight * lines.length) * scale);
  context.scale(scale, scale);
  context.fillStyle = cssVar('--color-surface', '#fff');
  context.fillRect(0, 0, canvas.width, canvas.height);
  lines.forEach(([line, weight, colour], index) => {
    context.font = `${weight} 20px ${font}`;
    context.fillStyle = colour;
    context.fillText(line, padding, padding + lineHeight * index + 22);
  });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return false;
  downloadBlob(blob, credentialsFileName(credentials.username, 'png'));
  return true;
}
