import { Button, ButtonGroup, Classes } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

/** The page numbers to show: first, last, and two around the current one, with gaps. */
function visiblePages(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - (sorted[i - 1] as number) > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Paginator({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('list.pagination')} className="paginator">
      <ButtonGroup>
        <Button
          icon={<ChevronLeftIcon />}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t('list.previous')}
        />
        {visiblePages(page, pages).map((p, i) =>
          p === 'gap' ? (
            <Button key={`gap-${i}`} disabled text="…" aria-hidden />
          ) : (
            <Button
              key={p}
              text={String(p)}
              active={p === page}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('list.pageN', { page: p })}
              onClick={() => onPage(p)}
            />
          ),
        )}
        <Button
          icon={<ChevronRightIcon />}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          aria-label={t('list.next')}
        />
      </ButtonGroup>
      <span className={`${Classes.TEXT_MUTED} paginator-status`}>{t('list.pageOf', { page, pages })}</span>
    </nav>
  );
}
