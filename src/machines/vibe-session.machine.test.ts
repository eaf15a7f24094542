import { describeModel } from './model/describe-model.test-support';
import * as vibeModel from './vibe-session.events';
import { vibeSessionMachine } from './vibe-session.machine';
import { modelHarness } from './vibe-session.test-support';

describeModel(vibeSessionMachine, vibeModel, modelHarness);
