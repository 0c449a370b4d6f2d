const comparable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A rental's bike as one name: the product, and the bike the partner assigned. Partners often name a bike after its
 * product ("E-BIKE 01" for an E-bike): then only the part after the product's name is added ("E-bike 01"), so the
 * product is not named twice.
 */
export function bikeTitle(productname: string, bikeName: string | null): string {
  if (!bikeName) return productname;
  const product = comparable(productname);
  if (product === '') return bikeName;
  // Walk the bike's name until its letters and digits have spelt the product's name.
  let spelt = '';
  for (let index = 0; index < bikeName.length; index += 1) {
    spelt += comparable(bikeName[index]!);
    if (spelt === product) {
      const rest = bikeName.slice(index + 1);
      // Only a whole word: "E-BIKER 3" is not an E-bike's number.
      if (comparable(rest.charAt(0)) !== '') break;
      return rest.trim() === '' ? productname : `${productname} ${rest.trim()}`;
    }
    if (!product.startsWith(spelt)) break;
  }
  return `${productname} · ${bikeName}`;
}
