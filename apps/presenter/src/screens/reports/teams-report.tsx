import type { TRunReport } from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-number';
import { ReportCard } from './report-section';
import { DataTable } from '../../components/data-table';

/** Team mode: the teams' final standings (place, team in its colour, score, members). */
export function TeamsReport({ teams }: { teams: TRunReport['teams'] }) {
  const { t } = useTranslation();
  if (!teams || teams.standings.length === 0) return null;
  return (
    <ReportCard id="teams" className="report-teams" label={t('reports.teams.title')}>
      <DataTable
        caption={t('reports.teams.caption')}
        headings={[
          t('reports.teams.place'),
          t('reports.teams.team'),
          teams.score === 'total' ? t('reports.teams.scoreTotal') : t('reports.teams.scoreAverage'),
          t('reports.teams.members'),
        ]}
      >
        {teams.standings.map((team) => (
          <tr key={team.id}>
            <td>{team.place}</td>
            <td>
              <span
                className="report-teams__swatch"
                style={{ background: team.colour }}
                aria-hidden="true"
              />
              <span dir="auto">{team.name}</span>
            </td>
            <td>{formatNumber(team.score)}</td>
            <td>{formatNumber(team.members)}</td>
          </tr>
        ))}
      </DataTable>
    </ReportCard>
  );
}
