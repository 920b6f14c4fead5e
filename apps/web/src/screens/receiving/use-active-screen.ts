import { useLocation } from 'react-router-dom';
import { useScreenPlace } from '../../routing/screen-context';

/** Whether this kept-alive screen is the one shown now (its tab is the active one). */
export function useActiveScreen(): boolean {
  const place = useScreenPlace();
  return useLocation().pathname === place.path;
}
