import {
  IconBuilding,
  IconCalendar,
  IconChartBar,
  IconFile,
  IconHelp,
  IconInfoCircle,
  IconLink,
  IconMail,
  IconPhone,
  IconTool,
  IconTruck,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import type { HomeLinkIcon } from '@customer-hub/contract/constants/home-content';

/** The icon of each name a Home link may carry (contract HOME_LINK_ICONS). */
export const LINK_ICONS: Record<HomeLinkIcon, Icon> = {
  link: IconLink,
  world: IconWorld,
  file: IconFile,
  mail: IconMail,
  phone: IconPhone,
  calendar: IconCalendar,
  info: IconInfoCircle,
  help: IconHelp,
  truck: IconTruck,
  building: IconBuilding,
  tool: IconTool,
  chart: IconChartBar,
};
