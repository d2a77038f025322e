import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';

/**
 * A table of rows that scrolls sideways on narrow screens: a caption for screen readers, one head
 * row of plain `headings` or of `columns` (its own `th` cells), with `actions` a last column of row buttons named for screen
 * readers only, and the body rows as children.
 */
export function DataTable({
  caption,
  headings = [],
  columns,
  actions = false,
  className,
  children,
}: {
  caption: ReactNode;
  headings?: readonly string[];
  columns?: ReactNode;
  actions?: boolean;
  /** Added to `data-table`. */
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className={className ? `data-table ${className}` : 'data-table'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={index} scope="col">
                {heading}
              </th>
            ))}
            {columns}
            {actions && (
              <th scope="col">
                <span className="visually-hidden">{t('reports.col.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
