import { createContext, useContext, type ComponentProps, type ReactElement } from 'react';

export interface AppLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: string;
}

type RenderLink = (props: AppLinkProps) => ReactElement;

/** A plain anchor: a full page load, which is what the landing page (it runs without the router) wants. */
const renderPlainLink: RenderLink = ({ to, children, ...props }) => (
  <a href={to} {...props}>
    {children}
  </a>
);

const LinkRendererContext = createContext<RenderLink>(renderPlainLink);

/** The app's root layout provides a renderer of the router's Link here, so the same components navigate in place. */
export const LinkRendererProvider = LinkRendererContext.Provider;

/**
 * A link for components that render both inside the router and on the router-free landing page (logo, footer,
 * poster cards): the router's Link where there is one, a plain anchor otherwise.
 */
export function AppLink(props: AppLinkProps) {
  return useContext(LinkRendererContext)(props);
}
