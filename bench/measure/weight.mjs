// 1. Initial JS and CSS, gzipped: the files the served HTML names for the first load (docs/bench.md).
import zlib from 'node:zlib';
import { kb, log } from '../lib/common.mjs';

export const WEIGHT_METHOD =
  "initial <script src>, the deferred loader's scripts, <link rel=stylesheet|modulepreload> (and preload as=script|style) of the served HTML; each file gzipped with zlib level 9, summed; KB = 1024 bytes";

/** The assets of the initial load named in the HTML: scripts with src, stylesheets, modulepreloads and script/style preloads. */
export function initialAssets(html, base) {
  const js = new Set();
  const css = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(m[1], 'src');
    if (src) js.add(new URL(src, base).href);
    // A prerendered page names its scripts only in the deferred loader (server/routes/deferredScripts.ts), which
    // fetches them once the page has loaded: they are still what the page needs to become interactive.
    const deferred = /^\(function\(w,d\)\{var s=(\[[^\]]*\])/.exec(m[2].trim());
    if (deferred) for (const source of JSON.parse(deferred[1])) js.add(new URL(source, base).href);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = (attr(m[1], 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(m[1], 'href');
    if (!href) continue;
    const as = (attr(m[1], 'as') ?? '').toLowerCase();
    if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) css.add(new URL(href, base).href);
    else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script'))
      js.add(new URL(href, base).href);
  }
  return { js: [...js], css: [...css] };
}

function attr(attrs, name) {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3]) : null;
}

export const gz9 = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

export async function fetchBytes(url) {
  const res = await fetch(url); // fetch undoes any content-encoding: these are the raw bytes
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

export async function measureWeight(pageUrl) {
  const res = await fetch(pageUrl);
  if (!res.ok) throw new Error(`${pageUrl} answered ${res.status}`);
  const html = Buffer.from(await res.arrayBuffer());
  const { js, css } = initialAssets(html.toString('utf8'), res.url);
  const files = [];
  for (const [kind, urls] of [
    ['js', js],
    ['css', css],
  ]) {
    for (const u of urls) {
      const buf = await fetchBytes(u);
      files.push({ kind, path: new URL(u).pathname, bytes: buf.length, gzipBytes: gz9(buf) });
    }
  }
  const sum = (kind, key) => files.filter((f) => f.kind === kind).reduce((s, f) => s + f[key], 0);
  const inlineStyle = [...html.toString('utf8').matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .map((m) => m[1])
    .join('');
  return {
    url: pageUrl,
    html: { bytes: html.length, gzipBytes: gz9(html), inlineStyleBytes: Buffer.byteLength(inlineStyle) },
    js: {
      bytes: sum('js', 'bytes'),
      gzipBytes: sum('js', 'gzipBytes'),
      files: files.filter((f) => f.kind === 'js').length,
    },
    css: {
      bytes: sum('css', 'bytes'),
      gzipBytes: sum('css', 'gzipBytes'),
      files: files.filter((f) => f.kind === 'css').length,
    },
    files,
  };
}

/** The figures of one page for results.json, or null (with the reason in `errors`) when it cannot be measured. */
export async function weigh(name, url, errors) {
  if (!url) return null;
  try {
    const m = await measureWeight(url);
    log(
      `${name}: ${m.js.files} JS files ${kb(m.js.gzipBytes)} KB gz, ${m.css.files} CSS files ${kb(m.css.gzipBytes)} KB gz`,
    );
    return {
      url,
      jsGzipKb: kb(m.js.gzipBytes),
      cssGzipKb: kb(m.css.gzipBytes),
      totalGzipKb: kb(m.js.gzipBytes + m.css.gzipBytes),
      jsRawKb: kb(m.js.bytes),
      cssRawKb: kb(m.css.bytes),
      htmlGzipKb: kb(m.html.gzipBytes),
      inlineStyleKb: kb(m.html.inlineStyleBytes),
      files: m.files.map((f) => ({ ...f, gzipKb: kb(f.gzipBytes) })),
    };
  } catch (error) {
    log(`${name}: weight not measured: ${error.message}`);
    errors.push(`weight ${name}: ${error.message}`);
    return null;
  }
}
