import { IonIcon } from '@ionic/react';
import type { StaffReservationDashboard } from '@stay/contract';
import { bedOutline, enterOutline, exitOutline, pieChartOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { reservationListQuery, type ReservationTab } from '@/domains/staff-reservation/reservation-tabs';
import { paths, type StaffArea } from '@/lib/navigation/paths';
import { occupancyPercent } from '../occupancy-data';
import { useStaffDashboardTranslation } from '../i18n';

interface TileProps {
  icon: string;
  label: string;
  value: string;
  detail?: string;
  href: string;
}

function NumberTile({ icon, label, value, detail, href }: TileProps) {
  return (
    <li>
      <Link to={href} className="dashboard-tile">
        <span className="dashboard-tile__label">
          <IonIcon icon={icon} aria-hidden="true" />
          {label}
        </span>
        <span className="dashboard-tile__value">{value}</span>
        {detail && <span className="dashboard-tile__detail">{detail}</span>}
      </Link>
    </li>
  );
}

/** Today's numbers, each a way into the matching reservations list. */
export function TodayTiles({ dashboard, area }: { dashboard: StaffReservationDashboard; area: StaffArea }) {
  const { t } = useStaffDashboardTranslation();
  const tonight = dashboard.occupancy[0] ?? { occupied: 0, total: dashboard.totalSuites };
  const listOf = (tab: ReservationTab) => paths.staffReservations(area, reservationListQuery({ tab, search: '' }));
  return (
    <ul className="dashboard-tiles" aria-label={t('dashboard.tiles.label')}>
      <NumberTile icon={enterOutline} label={t('dashboard.tiles.arrivals')} value={String(dashboard.arrivals)} href={listOf('arrivals')} />
      <NumberTile icon={exitOutline} label={t('dashboard.tiles.departures')} value={String(dashboard.departures)} href={listOf('departures')} />
      <NumberTile icon={bedOutline} label={t('dashboard.tiles.inHouse')} value={String(dashboard.inHouse)} href={listOf('in-house')} />
      <NumberTile
        icon={pieChartOutline}
        label={t('dashboard.tiles.occupancy')}
        value={t('dashboard.chart.percentValue', { value: occupancyPercent(tonight.occupied, tonight.total) })}
        detail={t('dashboard.tiles.occupancyOf', { occupied: tonight.occupied, total: tonight.total })}
        href={listOf('in-house')}
      />
    </ul>
  );
}
