import { progressData, type ApplicationRoutingData } from '../../engine/core';
import machine from '../../flows/application/machine.json';
import progress from '../../flows/application/progress.json';
import statuses from '../../flows/application/statuses.json';
import statusRoutes from '../../flows/application/status-routes.json';
import { pagesData } from './pages-data';

/**
 * The routing files of flows/application/, as the engine's decidePage, nextPoll and progressForPage read them (each
 * page's progress step from pages.json).
 */
export const routingData: ApplicationRoutingData = {
  statusRoutes: statusRoutes as ApplicationRoutingData['statusRoutes'],
  statuses,
  machine: machine as ApplicationRoutingData['machine'],
  progress: progressData(progress, pagesData),
};
