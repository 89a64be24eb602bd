// The payment providers' code (issue 13): each loads with import() only when its method is shown, so none is in
// the booking page's initial JS (the weight above); this sizes what each brings when it loads, from the build.
// A provider's code is the async chunks that hold it and its SDK, found by strings only they have.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, root } from '../lib/common.mjs';

const SIGNATURES = {
  sandbox: ['/sandbox-gateway/tokenize'],
  stripe: ['confirmCardPayment', 'react-stripe-js'],
  paypal: ['PayPalScriptProvider', 'paypal-js'],
};

/** For each provider: the files (async chunks) and their gzip size in KB; null when there is no build. */
export function paymentChunks(buildDir = process.env.BUILD_DIR || 'dist') {
  const dir = path.join(root, buildDir, 'web', 'static', 'js', 'async');
  let names;
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.js'));
  } catch {
    return { note: `no build in ${buildDir}/web` };
  }
  const files = names.map((name) => {
    const text = readFileSync(path.join(dir, name));
    return { name, text: text.toString('utf8'), gzipBytes: gzipSync(text, { level: 9 }).length };
  });
  const providers = {};
  for (const [provider, signatures] of Object.entries(SIGNATURES)) {
    const own = files.filter((f) => signatures.some((signature) => f.text.includes(signature)));
    providers[provider] = {
      files: own.map((f) => `static/js/async/${f.name}`),
      gzipKb: kb(own.reduce((sum, f) => sum + f.gzipBytes, 0)),
    };
  }
  return { providers };
}
