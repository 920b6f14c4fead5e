import { useLocation } from 'react-router-dom';
import { useScreenPlace } from '../../routing/screen-context';

/**
 * Whether this screen's pane is the one shown: kept-alive tabs stay mounted while hidden, so a
 * screen reloads its data when it is shown again, and reads the query only while it is shown.
 */
export function useActivePane(): { readonly active: boolean; readonly search: string } {
  const place = useScreenPlace();
  const location = useLocation();
  const active = location.pathname === place.path;
  return { active, search: active ? location.search : '' };
}
