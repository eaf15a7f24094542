// Research goals as researchers write them, four per field, for the field-detection and
// offline-idea tests: titles with jargon, descriptions with constraints, some terse.

export interface CorpusGoal {
  field: string;
  title: string;
  description: string;
}

const g = (field: string, title: string, description = ''): CorpusGoal => ({ field, title, description });

export const GOAL_CORPUS: CorpusGoal[] = [
  g(
    'protein-enzyme-engineering',
    'Thermostable enzymes for plastic degradation: keep PET hydrolases active above 70 °C for industrial depolymerisation',
  ),
  g(
    'protein-enzyme-engineering',
    'Improve the catalytic efficiency of a transaminase for chiral amine synthesis',
    'The wild-type enzyme has a kcat/KM too low for process use; we have a crystal structure and a plate assay.',
  ),
  g(
    'protein-enzyme-engineering',
    'Engineer a more stable lipase for biodiesel production in methanol',
    'Solvent tolerance and half-life under process conditions matter most.',
  ),
  g(
    'protein-enzyme-engineering',
    'Design de novo protein binders against a viral surface protein',
    'We can express variants in E. coli and measure affinity by biolayer interferometry.',
  ),
  g(
    'molecular-cell-biology',
    'How does mitochondrial fission regulate autophagy in stressed fibroblasts?',
    'We have live-cell imaging and CRISPR knockout lines for DRP1.',
  ),
  g('molecular-cell-biology', 'Map the signalling pathway that controls cilia length in epithelial cells'),
  g(
    'molecular-cell-biology',
    'Identify regulators of stress granule assembly in human cell lines',
    'A genome-wide screen is possible; imaging throughput is limited.',
  ),
  g(
    'molecular-cell-biology',
    'Understand how the cell cycle checkpoint kinase responds to replication stress in yeast',
  ),
  g('genomics', 'Find regulatory variants behind drought tolerance in maize using GWAS and eQTL mapping'),
  g(
    'genomics',
    'Improve structural variant calling from long-read sequencing of tumour genomes',
    'Nanopore and PacBio reads are available for 40 samples.',
  ),
  g('genomics', 'Assemble a chromosome-level reference genome for an endangered coral'),
  g('genomics', 'Link chromatin accessibility to gene expression across development with single-cell multiome data'),
  g(
    'neuroscience',
    'How do hippocampal place cells remap when the environment changes?',
    'Two-photon calcium imaging in head-fixed mice running in virtual reality.',
  ),
  g('neuroscience', 'Decode motor intent from cortical recordings for a brain-computer interface'),
  g(
    'neuroscience',
    'Test whether sleep spindles predict memory consolidation',
    'EEG during overnight sleep, memory tested the next morning.',
  ),
  g('neuroscience', 'Characterise dopamine neuron firing during reward prediction errors'),
  g(
    'clinical-medicine',
    'Reduce 30-day hospital readmissions after heart failure discharge',
    'Must fit within existing cardiology clinic staffing.',
  ),
  g(
    'clinical-medicine',
    'Does early mobilisation after hip fracture surgery improve functional recovery in older patients?',
  ),
  g(
    'clinical-medicine',
    'Evaluate a new anticoagulant dosing protocol for patients with atrial fibrillation and kidney disease',
  ),
  g(
    'clinical-medicine',
    'Improve sepsis diagnosis in the emergency department',
    'Time to antibiotics is the outcome clinicians care about.',
  ),
  g(
    'public-health-epidemiology',
    'Reduce childhood obesity in low-income neighbourhoods through school-based programmes',
  ),
  g(
    'public-health-epidemiology',
    'Estimate the effect of air pollution on asthma incidence in urban children',
    'We have cohort data linked to pollution monitors.',
  ),
  g('public-health-epidemiology', 'Increase HPV vaccination uptake among adolescents in rural counties'),
  g('public-health-epidemiology', 'Track the spread of antimicrobial resistance through wastewater surveillance'),
  g(
    'psychology-social-science',
    'Does social media use cause anxiety in teenagers?',
    'We want a design that can speak to causation, not only correlation.',
  ),
  g('psychology-social-science', 'Reduce loneliness among older adults living alone'),
  g(
    'psychology-social-science',
    'How does growth mindset messaging change persistence on hard tasks?',
    'Replication concerns mean preregistration is a must.',
  ),
  g('psychology-social-science', 'Understand political polarisation in online discussion communities'),
  g(
    'chemistry-catalysis',
    'Develop a cheaper catalyst for green hydrogen production by water electrolysis',
    'Replace iridium in the oxygen evolution reaction.',
  ),
  g('chemistry-catalysis', 'Photoredox catalysis for selective C–H functionalisation of drug-like molecules'),
  g('chemistry-catalysis', 'Convert CO2 to methanol over copper-zinc catalysts at lower pressure'),
  g('chemistry-catalysis', 'Asymmetric organocatalysis to make a chiral pharmaceutical intermediate at scale'),
  g(
    'materials-science',
    'Raise the efficiency and stability of perovskite solar cells',
    'Devices degrade within weeks under humidity.',
  ),
  g('materials-science', 'Design a solid-state electrolyte for lithium metal batteries that suppresses dendrites'),
  g('materials-science', 'Find high-entropy alloys that stay strong above 1000 °C'),
  g('materials-science', 'Self-healing polymer coatings for corrosion protection of steel'),
  g('physics-astronomy', 'Detect dark matter signatures in galaxy rotation curves from new radio surveys'),
  g('physics-astronomy', 'Improve the coherence time of superconducting qubits'),
  g('physics-astronomy', 'Characterise exoplanet atmospheres from JWST transmission spectra'),
  g('physics-astronomy', 'Measure neutrino oscillation parameters with greater precision'),
  g('climate-earth-science', 'Improve seasonal forecasts of monsoon rainfall in South Asia'),
  g(
    'climate-earth-science',
    'Quantify permafrost carbon release under Arctic warming',
    'Combine field flux towers with satellite observations.',
  ),
  g('climate-earth-science', 'Predict coastal flooding from sea-level rise and storm surge for port cities'),
  g('climate-earth-science', 'Estimate glacier mass loss in the Himalaya from satellite gravimetry'),
  g('ecology', 'Restore pollinator populations in intensively farmed landscapes'),
  g('ecology', 'How does forest fragmentation affect bird species richness in the Amazon?'),
  g(
    'ecology',
    'Predict the spread of an invasive plant species under climate change',
    'Occurrence records and species distribution models are available.',
  ),
  g('ecology', 'Monitor coral reef biodiversity using environmental DNA'),
  g(
    'plant-science-agriculture',
    'Can root-associated diazotrophs supply nitrogen to field-grown maize?',
    'We have 15N-labelled plots and budget for rhizosphere sequencing over two seasons.',
  ),
  g(
    'plant-science-agriculture',
    'Breed wheat varieties that hold grain yield under terminal heat and drought',
    'A diversity panel of 300 lines is genotyped; multi-site trials in two countries.',
  ),
  g('plant-science-agriculture', 'Early detection of late blight in potato fields from UAV multispectral imagery'),
  g(
    'plant-science-agriculture',
    'Cut nitrogen fertiliser rates on smallholder rice farms without losing yield',
    'On-farm trials with extension partners; soil tests are cheap.',
  ),
  g(
    'machine-learning-ai',
    'Reduce hallucinations in large language models for question answering',
    'We can fine-tune 7B models on one node of 8 GPUs.',
  ),
  g('machine-learning-ai', 'Make image classifiers robust to distribution shift'),
  g('machine-learning-ai', 'Train reinforcement learning agents that generalise to unseen environments'),
  g('machine-learning-ai', 'Compress transformer models for on-device inference without losing accuracy'),
  g('computer-systems', 'Cut tail latency in a distributed key-value store under bursty load'),
  g('computer-systems', 'Reduce energy use of data centre servers with better scheduling'),
  g('computer-systems', 'Detect memory safety bugs in C code with fuzzing and static analysis'),
  g('computer-systems', 'Speed up compilation of large C++ codebases with incremental builds and caching'),
  g('economics', 'Does raising the minimum wage reduce employment among young workers?'),
  g('economics', 'Estimate the effect of cash transfers on household consumption in rural Kenya'),
  g('economics', 'How do interest rate changes pass through to mortgage lending?'),
  g('economics', 'Measure the productivity effect of remote work on firms'),
  g('education', 'Improve reading comprehension in primary school pupils who struggle with phonics'),
  g('education', 'Does tutoring by trained volunteers raise maths attainment in secondary schools?'),
  g(
    'education',
    'Reduce dropout in first-year university STEM courses',
    'We have learning management system data and can change course design.',
  ),
  g('education', 'Evaluate a teacher professional development programme on classroom practice'),
];
