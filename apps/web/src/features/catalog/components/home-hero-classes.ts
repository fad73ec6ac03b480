/**
 * The home hero's classes, shared by the React hero (home-hero.tsx) and the first paint the entry draws before the
 * app has loaded (app/home-first-paint.ts), so the two look the same.
 */
export const HERO_CLASSES = {
  /** One height for the hero, its skeleton and its error, so nothing below moves when it arrives. */
  box: 'relative isolate h-[68svh] min-h-[440px] max-h-[820px] w-full overflow-hidden sm:h-[72vh]',
  image: 'absolute inset-0 -z-20 size-full object-cover object-[65%_30%]',
  shadeBottom: 'absolute inset-0 -z-10 bg-gradient-to-t from-background via-background/40 to-background/0',
  shadeLeft: 'absolute inset-0 -z-10 bg-gradient-to-r from-background/85 via-background/30 to-transparent',
  text: 'absolute inset-x-0 bottom-0 mx-auto w-full max-w-[1440px] px-4 pb-8 sm:px-6 sm:pb-12 lg:px-10',
  kicker: 'text-xs font-semibold tracking-widest text-link uppercase sm:text-sm',
  title: 'mt-2 max-w-3xl text-2xl font-bold drop-shadow-lg sm:text-3xl',
  tagline: 'mt-2 line-clamp-2 max-w-xl text-base text-foreground/90 sm:text-lg',
  /**
   * The first paint's stand-ins for the details line and the buttons, which only the app draws: the same heights
   * (the three buttons of a visitor wrap to two lines below sm), so the title does not move when the app arrives.
   */
  detailsSpace: 'mt-3 h-[21px]',
  actionsSpace: 'mt-5 h-[108px] sm:mt-6 sm:h-12',
} as const;

/** Must match the server's preload of the hero backdrop (HOME_HERO_SIZES in apps/server/src/modules/seo). */
export const HERO_IMAGE_SIZES = '100vw';
