import * as drawerModel from './logs-drawer.events';
import { logsDrawerMachine } from './logs-drawer.machine';
import { modelHarness } from './logs-drawer.test-support';
import { describeModel } from './model/describe-model.test-support';

describeModel(logsDrawerMachine, drawerModel, modelHarness);
