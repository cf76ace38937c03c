import type { Manifest } from './manifests';
import { usedCss } from './usedCss';

/** Each CSS file once per process (hashed names: a redeploy names new files). A failed fetch is asked again. */
const files = new Map<string, Promise<string>>();

async function cssOf(url: string): Promise<string> {
  if (!files.has(url)) {
    files.set(
      url,
      fetch(url, { signal: AbortSignal.timeout(1000) })
        .then((r) => (r.ok ? r.text() : ''))
        .catch(() => ''),
    );
  }
  const css = await files.get(url)!;
  if (!css) files.delete(url);
  return css;
}

/**
 * Each file ends with a `sourceMappingURL` relative to its remote's origin: inside the shell's page it would name a
 * file of the shell's origin that does not exist, so it is dropped.
 */
const withoutSourceMap = (css: string) => {
  const at = css.lastIndexOf('/*# sourceMappingURL=');
  return (at < 0 ? css : css.slice(0, at)).trimEnd();
};

/**
 * The CSS the rendered modules' manifests name, as one text to inline, trimmed to the rules `html` can use: the
 * server's HTML is styled at first paint, and the live modules load their own files as usual.
 */
export async function modulesCss(modules: { id: string; manifest: Manifest; base: string }[], html: string): Promise<string> {
  const urls = new Set(
    modules.flatMap(({ id, manifest, base }) =>
      (manifest.exposes.find((e) => e.name === id.split('/')[1])?.assets.css.sync ?? []).map((f) => base + f),
    ),
  );
  const texts = await Promise.all([...urls].map(cssOf));
  return usedCss(texts.filter(Boolean).map(withoutSourceMap).join('\n'), html);
}
