import type { RouteParams, RouteRecord } from '@portal/domain';
import { buildBreadcrumb } from '@portal/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Breadcrumb as SemanticBreadcrumb } from 'semantic-ui-react';

/** The breadcrumb the domain builds: storage service first, the last crumb as plain text. */
export function Breadcrumb(props: { matched: readonly RouteRecord[]; params: RouteParams }) {
  const { t } = useTranslation();
  const crumbs = buildBreadcrumb({ matched: props.matched, params: props.params });
  return (
    <nav aria-label={t('UI.COMMON.BREADCRUMB')} className="app-breadcrumb">
      <SemanticBreadcrumb>
        {crumbs.map((crumb, index) => (
          <Fragment key={`${crumb.titleKey}-${index}`}>
            {index > 0 && <SemanticBreadcrumb.Divider icon="right angle" />}
            {crumb.to === undefined ? (
              <SemanticBreadcrumb.Section active={index === crumbs.length - 1}>
                {t(crumb.titleKey)}
              </SemanticBreadcrumb.Section>
            ) : (
              <SemanticBreadcrumb.Section as={Link} to={crumb.to}>
                {t(crumb.titleKey)}
              </SemanticBreadcrumb.Section>
            )}
          </Fragment>
        ))}
      </SemanticBreadcrumb>
    </nav>
  );
}
