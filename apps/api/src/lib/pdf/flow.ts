import type { Canvas } from './canvas';
import { theme } from './theme';

/**
 * The vertical cursor through the pages. Blocks ask `ensure(height)` before
 * drawing anything that must stay together (a table row, a heading and the
 * first lines after it, a signature), which starts a new page if needed.
 */
export class Flow {
  y: number = theme.page.contentTop;

  constructor(
    readonly canvas: Canvas,
    private readonly onNewPage: () => void,
  ) {}

  get atPageTop(): boolean {
    return this.y <= theme.page.contentTop;
  }

  ensure(height: number): void {
    if (this.y + height > theme.page.contentBottom && !this.atPageTop) this.newPage();
  }

  /** Vertical space between blocks; dropped at the top of a page. */
  gap(height: number): void {
    if (!this.atPageTop) this.y += height;
  }

  newPage(): void {
    this.canvas.doc.addPage();
    this.y = theme.page.contentTop;
    this.onNewPage();
  }
}
