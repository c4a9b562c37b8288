export type { RouterHistory, RouterLocation } from './history';
export { browserHistory, memoryHistory } from './history';
export type { LinkProps, RouterProviderProps } from './router';
export { Link, RouterProvider, useLocalize, useLocation, useNavigate } from './router';
