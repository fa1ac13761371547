/** '+ Adicionar' without a chosen supplier (JavaScript keeps the button disabled; a plain form is refused). */
export const CHOOSE_SUPPLIER_MESSAGE = "Escolha um supplier.";
