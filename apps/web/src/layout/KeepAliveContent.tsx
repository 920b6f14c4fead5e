import type { RouteRecord } from '@portal/domain';
import { resolveRoute } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import { ScreenHost } from '../components/ScreenHost';
import type { TabsStore } from '../stores/tabs-store';

/**
 * The content area. Cached tabs keep their screen mounted but hidden, so coming back to a tab
 * finds its state as it was; the active one is shown with a fade (CSS, on becoming visible).
 */
export const KeepAliveContent = observer(function KeepAliveContent(props: {
  routes: readonly RouteRecord[];
  activePath: string;
}) {
  const tabs = useInjection<TabsStore>(TOKENS.TabsStore);
  const kept = tabs.tabs.filter((tab) => tab.path !== props.activePath && tabs.isCached(tab.path));
  const paths = [...kept.map((tab) => tab.path), props.activePath];
  return (
    <>
      {paths.map((path) => {
        const resolved = resolveRoute(props.routes, path);
        if (resolved.kind !== 'matched') return null;
        const active = path === props.activePath;
        return (
          <section
            key={path}
            className="screen-pane"
            hidden={!active}
            aria-hidden={!active}
            data-path={path}
          >
            <ScreenHost place={{ path, route: resolved.route, params: resolved.params }} />
          </section>
        );
      })}
    </>
  );
});
