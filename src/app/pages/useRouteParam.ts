import { useParams } from 'react-router-dom';
import { stripHtml } from '../model/routes';

/** A path parameter as the page means it: every route has a `.html` twin (the page addresses rule, rules: routes), whose suffix is not the value. */
export function useRouteParam(name: 'id' | 'code'): string | undefined {
  return stripHtml(useParams()[name]);
}
