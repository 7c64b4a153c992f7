/**
 * The second lane of share-image drawing (images.ts `drawCards`): draws each card it is sent
 * and answers with the PNG, or with the error's message.
 */
import { parentPort } from "node:worker_threads";
import { type Card, renderCard } from "./images.ts";

parentPort?.on("message", async ({ id, card }: { id: number; card: Card }) => {
  try {
    const { name, eyebrow, title, host } = card;
    const png = (await renderCard(name, eyebrow, title, host)).asPng();
    parentPort?.postMessage({ id, png });
  } catch (error) {
    parentPort?.postMessage({ id, error: (error as Error).message });
  }
});
