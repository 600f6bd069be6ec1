package io.serialtck.tck.plan;

/**
 * A setting a category reads from the plan, declared by the category itself (a record of its own,
 * keyed in the plan by its class): a new category, or a new setting of one, needs no change to
 * {@link Plan}. A plan holds at most one setting of each class ({@link Plan#with}, {@link
 * Plan#setting}).
 */
public interface CategorySetting {}
