package io.serialtck.tck.run;

import io.serialtck.tck.property.PropertyCases;
import java.util.List;

/**
 * A plan with everything generated that every configuration shares: the evolution scenarios'
 * classes and the properties' random cases with theirs, made once in the harness.
 */
record PreparedPlan(Plan plan, List<ScenarioClasses> scenarios, PropertyCases cases) {}
