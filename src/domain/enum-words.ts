// The one rule for showing a stored enum value to a researcher: underscores and hyphens become
// spaces and the first letter is a capital ('deep_verification' → 'Deep verification'). Label
// maps use it for values they do not name, so a value the contract grows later still reads well.

export function enumWords(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
