import { embeddedHome } from '@/features/catalog/api/embedded-rows';
import { HERO_CLASSES, HERO_IMAGE_SIZES } from '@/features/catalog/components/home-hero-classes';
import { featuredFromRows } from '@/features/catalog/lib/featured-title';

const FIRST_PAINT_ID = 'first-paint';

/**
 * The first screen of /home drawn by the entry itself, before the app's JavaScript has arrived: the featured title
 * over its backdrop, from the rows the server wrote into the page (#home-rows). On a slow network this is seconds
 * earlier than the app can draw it. It lies over the top of the page (absolutely positioned, so nothing moves when
 * it goes) and is removed in the frame the app's own hero appears (home-page.tsx), or when the app shows something
 * else. Plain DOM, hidden from assistive technology: the app's hero is the one to read and use.
 * Returns whether anything was drawn.
 */
export function paintHomeHero(root: HTMLElement): boolean {
  // The server's pick for whoever asked for the page (D59), so a signed-in viewer's app shows the same title.
  const home = embeddedHome();
  const featured = featuredFromRows(home?.rows, home?.featured);
  if (!featured) return false;
  const { item, kicker } = featured;
  const element = (tag: string, className: string, text?: string) => {
    const node = document.createElement(tag);
    node.className = className;
    if (text) node.textContent = text;
    return node;
  };

  const image = document.createElement('img');
  image.src = item.backdrop.src;
  if (item.backdrop.srcSet) image.srcset = item.backdrop.srcSet;
  image.sizes = HERO_IMAGE_SIZES;
  image.width = item.backdrop.width || 1920;
  image.height = item.backdrop.height || 1080;
  image.alt = '';
  image.fetchPriority = 'high';
  image.className = HERO_CLASSES.image;

  const text = element('div', HERO_CLASSES.text);
  text.append(element('p', HERO_CLASSES.kicker, kicker), element('p', HERO_CLASSES.title, item.title));
  if (item.tagline) text.append(element('p', HERO_CLASSES.tagline, item.tagline));
  text.append(element('div', HERO_CLASSES.detailsSpace), element('div', HERO_CLASSES.actionsSpace));

  const hero = element('div', HERO_CLASSES.box);
  hero.append(image, element('div', HERO_CLASSES.shadeBottom), element('div', HERO_CLASSES.shadeLeft), text);
  const layer = element('div', 'absolute inset-x-0 top-0');
  layer.id = FIRST_PAINT_ID;
  layer.setAttribute('aria-hidden', 'true');
  layer.append(hero);
  root.before(layer);
  return true;
}

/** Takes the first paint away (a no-op when there is none). */
export function removeFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * Resolves once the browser has painted the current frame (or after `limitMs`, for tabs that do not paint: hidden
 * ones skip animation frames). Starting the app's downloads only then keeps them from delaying that paint.
 */
export function afterNextPaint(limitMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
