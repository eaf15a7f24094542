import * as panelModel from './assistant-panel.events';
import { assistantPanelMachine } from './assistant-panel.machine';
import { modelHarness } from './assistant-panel.test-support';
import { describeModel } from './model/describe-model.test-support';

describeModel(assistantPanelMachine, panelModel, modelHarness);
