import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../bench/lib/chromium.ts";

/**
 * Renders the web app manifest's PNG icons from the favicon (decision 041): 192 and 512 px as
 * drawn, and a maskable 512 px one whose square is full-bleed (the launcher cuts its own shape;
 * the letter already sits inside the safe circle of 40 % radius). Run after changing the favicon:
 * `node --import tsx scripts/render-app-icons.ts`.
 */
const publicDir = join(import.meta.dirname, "../apps/web/public");
const favicon = readFileSync(join(publicDir, "favicon.svg"), "utf8");
const maskable = favicon.replace(/ rx="\d+"/, "");

const icons = [
  { file: "icon-192.png", size: 192, svg: favicon },
  { file: "icon-512.png", size: 512, svg: favicon },
  { file: "icon-maskable-512.png", size: 512, svg: maskable },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(`<body style="margin:0;background:transparent">${sized}</body>`);
    const png = await page.screenshot({ omitBackground: true, type: "png" });
    writeFileSync(join(publicDir, "icons", file), png);
    await page.close();
  }
} finally {
  await browser.close();
}
